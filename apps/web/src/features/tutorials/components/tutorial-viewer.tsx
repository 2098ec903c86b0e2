import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { TutorialPost } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { VideoPlayer } from './video-player';

interface TutorialViewerProps {
  post: TutorialPost | undefined;
  /** A post id from the address that matches nothing. */
  unknown: boolean;
}

/** The selected tutorial: its video and short description, as plain text. */
export function TutorialViewer({ post, unknown }: TutorialViewerProps) {
  const { t } = useTranslation('tutorials');
  if (!post) {
    return unknown ? (
      <Alert color="yellow" role="status">
        {t('videos.unknownPost')}
      </Alert>
    ) : (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('videos.choose')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" data-testid="tutorial-viewer">
      <VideoPlayer videoId={post.videoId} title={post.title} />
      <Title order={2} size="h3">
        {post.title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{post.shortDescription}</Text>
    </Stack>
  );
}
