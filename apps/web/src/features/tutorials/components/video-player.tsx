import '@mantine/core/styles/AspectRatio.layer.css';
import { AspectRatio, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import classes from './video-player.module.css';

interface VideoPlayerProps {
  videoId: string;
  title: string;
}

/**
 * YouTube's privacy-enhanced player, loaded only when the visitor asks: until then a
 * thumbnail with a play button, so a page of videos stays light.
 */
export function VideoPlayer({ videoId, title }: VideoPlayerProps) {
  const { t } = useTranslation('tutorials');
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      {playing === videoId ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.iframe}
        />
      ) : (
        <UnstyledButton
          className={classes.facade}
          onClick={() => setPlaying(videoId)}
          aria-label={t('videos.play', { title })}
        >
          <img
            src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
            alt=""
            loading="lazy"
            className={classes.thumbnail}
          />
          <span className={classes.play} aria-hidden="true">
            ▶
          </span>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
