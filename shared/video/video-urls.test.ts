import { describe, expect, test } from 'vitest';
import { videoUrls } from './video-urls';

describe('video urls', () => {
  test('with Mux, the still is its PNG thumbnail at width 480 and the stream its HLS playlist', () => {
    expect(videoUrls('mux', 'Abc123defGHI')).toEqual({
      still: 'https://image.mux.com/Abc123defGHI/thumbnail.png?width=480',
      stream: 'https://stream.mux.com/Abc123defGHI.m3u8',
    });
  });

  test('embedded, the still and the MP4 come from the site itself', () => {
    expect(videoUrls('embedded', 'Abc123defGHI')).toEqual({
      still: '/video/Abc123defGHI/thumbnail.png?width=480',
      stream: '/video/Abc123defGHI.mp4',
    });
  });
});
