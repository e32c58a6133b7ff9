import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { groupedWriter } from './groupedWriter.js';

/** A write the test lets finish when it decides, keeping the groups it was given. */
function heldWrites() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: number[]) => {
    groups.push(items);
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  return { groups, write, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

/** A write that finishes at once, keeping the groups it was given. */
function keptWrites() {
  const written: number[][] = [];
  const write = (items: number[]) => {
    written.push(items);
    return Promise.resolve();
  };
  return { written, write };
}

void describe('writing items in small groups as they come', () => {
  void it('writes a full group at once and the rest on close', async () => {
    const { written, write } = keptWrites();
    const writer = groupedWriter<number>(write, { size: 3, afterMs: 60_000 });
    for (const item of [1, 2, 3, 4, 5, 6, 7]) await writer.add(item);
    assert.deepEqual(written, [
      [1, 2, 3],
      [4, 5, 6],
    ]);
    await writer.close();
    assert.deepEqual(written.at(-1), [7]);
  });

  void it('writes a group that does not fill once its first item has waited long enough', async () => {
    const { written, write } = keptWrites();
    const writer = groupedWriter<number>(write, { size: 100, afterMs: 20 });
    await writer.add(1);
    await writer.add(2);
    assert.deepEqual(written, []);
    await sleep(80);
    assert.deepEqual(written, [[1, 2]]);
    await writer.close();
    assert.equal(written.length, 1, 'nothing left to write');
  });

  void it('writes one group at a time, and an add that fills a group waits for the write before it', async () => {
    const writes = heldWrites();
    const writer = groupedWriter<number>(writes.write, { size: 2, afterMs: 60_000 });
    await writer.add(1);
    const first = writer.add(2);
    await sleep(10);
    assert.deepEqual(writes.groups, [[1, 2]]);
    await writer.add(3);
    let filled = false;
    const second = writer.add(4).then(() => (filled = true));
    await sleep(10);
    assert.deepEqual(writes.groups, [[1, 2]], 'no second write while the first runs');
    assert.equal(filled, false, 'the add that filled the next group waits');
    writes.releaseAll();
    await first;
    await sleep(10);
    assert.deepEqual(writes.groups, [
      [1, 2],
      [3, 4],
    ]);
    writes.releaseAll();
    await second;
    assert.equal(filled, true);
    await writer.close();
  });

  void it('a failed write fails the next add and the close, and writes nothing more', async () => {
    let calls = 0;
    const writer = groupedWriter<number>(
      () => {
        calls += 1;
        return Promise.reject(new Error('database gone'));
      },
      { size: 1, afterMs: 60_000 },
    );
    await assert.rejects(writer.add(1), /database gone/);
    await assert.rejects(writer.add(2), /database gone/);
    await assert.rejects(writer.close(), /database gone/);
    assert.equal(calls, 1);
  });
});
