const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_FORMS = ['/shorts/', '/embed/', '/live/', '/v/'];

/**
 * The video id of a link from YouTube's own hosts (watch, youtu.be, shorts, embed forms),
 * or null for anything else: other schemes, look-alike hosts, malformed ids.
 */
export function parseYouTubeVideoId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.slice(1).split('/')[0];
  } else if (YOUTUBE_HOSTS.has(host) || host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') {
      id = url.searchParams.get('v');
    } else {
      const form = PATH_FORMS.find((prefix) => url.pathname.startsWith(prefix));
      id = form ? url.pathname.slice(form.length).split('/')[0] : null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
