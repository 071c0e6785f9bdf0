import { describe, expect, it } from 'vitest';
import { detectMediaType } from './content-media-upload';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

describe('detectMediaType', () => {
  it('knows each picture and sound by its signature', () => {
    expect(detectMediaType(bytes([0x89], 'PNG\r\n\u001a\n'))).toEqual({ kind: 'picture', extension: '.png' });
    expect(detectMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'picture', extension: '.jpg' });
    expect(detectMediaType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toEqual({ kind: 'picture', extension: '.webp' });
    expect(detectMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toEqual({ kind: 'audio', extension: '.wav' });
    expect(detectMediaType(bytes('OggS', [0, 2]))).toEqual({ kind: 'audio', extension: '.ogg' });
    expect(detectMediaType(bytes('ID3', [4, 0]))).toEqual({ kind: 'audio', extension: '.mp3' });
    expect(detectMediaType(bytes([0xff, 0xfb, 0x90, 0x00]))).toEqual({ kind: 'audio', extension: '.mp3' });
    expect(detectMediaType(bytes([0xff, 0xf1, 0x50, 0x80]))).toEqual({ kind: 'audio', extension: '.aac' });
    expect(detectMediaType(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toEqual({ kind: 'audio', extension: '.m4a' });
  });

  it('refuses what only looks right by name: SVG, text, video and empty files', () => {
    expect(detectMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectMediaType(bytes('hello'))).toBeUndefined();
    expect(detectMediaType(bytes([0, 0, 0, 0x20], 'ftypqt  ', [0, 0, 0, 0]))).toBeUndefined();
    expect(detectMediaType(new Uint8Array())).toBeUndefined();
  });
});
