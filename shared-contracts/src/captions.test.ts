import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CAPTIONS_MAX_BYTES, checkWebVtt, putVideoCaptions, webVttProblemMessage } from './index.js';

const captions = [
  'WEBVTT - chapter one',
  '',
  'NOTE written for the demo',
  '',
  '1',
  '00:00.000 --> 00:03.500',
  'Welcome to your care information.',
  '',
  '01:00:02.250 --> 01:00:04.000 align:start line:90%',
  'Hours are allowed too.',
  '',
].join('\n');

const bodyRefused = (vtt: string) => {
  const parsed = putVideoCaptions.body!.safeParse({ vtt });
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

void describe('captions files', () => {
  void it('accept WebVTT with notes, cue ids, settings, hours, a byte-order mark and Windows line ends', () => {
    assert.deepEqual(checkWebVtt(captions), { problem: null, cues: 2 });
    assert.deepEqual(checkWebVtt(`\uFEFF${captions.replaceAll('\n', '\r\n')}`), { problem: null, cues: 2 });
    assert.equal(bodyRefused(captions), null);
  });

  void it('refuse a file that is not WebVTT, such as SubRip, with the reason', () => {
    const srt = '1\n00:00:00,000 --> 00:00:03,500\nWelcome\n';
    assert.deepEqual(checkWebVtt(srt), { problem: { code: 'not_webvtt' } });
    assert.deepEqual(bodyRefused(srt), ['Use a WebVTT captions file: its first line is WEBVTT.']);
    assert.deepEqual(checkWebVtt('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi'), {
      problem: { code: 'not_webvtt' },
    });
  });

  void it('refuse a file without cues', () => {
    assert.deepEqual(checkWebVtt('WEBVTT\n\nNOTE nothing else\n'), { problem: { code: 'no_cues' } });
    assert.deepEqual(bodyRefused('WEBVTT'), ['The captions file has no captions in it.']);
  });

  void it('refuse a cue whose times are malformed or end before they start, naming its line', () => {
    const cases: [string, number][] = [
      ['WEBVTT\n\n00:00,000 --> 00:01.000\nComma', 3],
      ['WEBVTT\n\n00:00.000 --> 00:61.000\nSixty-one seconds', 3],
      ['WEBVTT\n\nid\n00:05.000 --> 00:04.000\nBackwards', 4],
      ['WEBVTT\n\n00:01.000 --> 00:02.000\nFine\n\n00:03.000 --> 00:03.000\nEmpty span', 6],
    ];
    for (const [text, line] of cases) {
      assert.deepEqual(checkWebVtt(text), { problem: { code: 'bad_cue_time', line } }, text);
    }
    assert.deepEqual(bodyRefused(cases[2]![0]), [
      'Line 4 of the captions file needs a time such as 00:01.000 --> 00:04.000, ending after it starts.',
    ]);
  });

  void it('refuse a file over the size limit, counted in bytes', () => {
    const cue = '00:00.000 --> 00:01.000\nÉé\n\n';
    const big = `WEBVTT\n\n${cue.repeat(Math.ceil(CAPTIONS_MAX_BYTES / Buffer.byteLength(cue)))}`;
    assert.deepEqual(checkWebVtt(big), { problem: { code: 'too_large' } });
    assert.equal(webVttProblemMessage({ code: 'too_large' }), 'Use a captions file of at most 256 KB.');
  });
});
