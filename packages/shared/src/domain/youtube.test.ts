import { describe, expect, it } from 'vitest';
import { parseYouTubeVideoId } from './youtube.js';

const ID = 'aBcD3fG_h-J';

describe('parseYouTubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/live/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])('reads the id from %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBe(ID);
  });

  it.each([
    `javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/watch?v=${ID}&youtube.com`,
    `https://www.youtube.com.evil.example/embed/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?v=<script>x`,
    'https://www.youtube.com/',
    `https://youtu.be/`,
    `www.youtube.com/watch?v=${ID}`,
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
  });
});
