import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, scriptBytesBefore, seconds, verdict } from './tap.mjs';

test('median: the middle value, the lower middle of an even count, undefined for none', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2);
  assert.equal(median([5]), 5);
  assert.equal(median([]), undefined);
});

test('scriptBytesBefore: scripts finished by the moment, each URL once, unknown files left out', () => {
  const sizes = { '/assets/a.js': 100, '/assets/b.js': 50, '/assets/c.js': 7 };
  const finished = [
    { url: '/assets/a.js', end: 10 },
    { url: '/assets/a.js', end: 20 }, // the same file again (a second document): counted once
    { url: '/assets/b.js', end: 30 },
    { url: '/assets/c.js', end: 31 }, // after the moment
    { url: '/sw-helper.js', end: 5 }, // not a build file
  ];
  assert.deepEqual(
    scriptBytesBefore(finished, 30, (url) => sizes[url]),
    { bytes: 150, files: 2 },
  );
  assert.deepEqual(
    scriptBytesBefore(finished, 0, (url) => sizes[url]),
    { bytes: 0, files: 0 },
  );
});

test('seconds and verdict', () => {
  assert.equal(seconds(1234), '1.23 s');
  assert.equal(seconds(undefined), '—');
  assert.equal(verdict(2000, 2000), 'met');
  assert.equal(verdict(2001, 2000), '**not met**');
  assert.equal(verdict(undefined, 2000), '**not met**');
});
