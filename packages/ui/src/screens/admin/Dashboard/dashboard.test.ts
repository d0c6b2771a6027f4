import { describe, expect, it } from 'vitest';
import { shortStoreNames } from './dashboard';

describe("the chart's store labels", () => {
  it('drop the words a name shares with another store, keeping initials where names would read alike', () => {
    expect(
      shortStoreNames([
        'Blazing Bird Uptown',
        'Blazing Bird Midtown',
        'Blazing Bird Downtown',
        'Harvest Table Downtown',
        'Harvest Table Lakeside',
        'Copper Kettle South Lamar',
      ]),
    ).toEqual(['Uptown', 'Midtown', 'BB Downtown', 'HT Downtown', 'Lakeside', 'Copper Kettle South Lamar']);
  });

  it('never leaves a name empty: a name that is the start of another keeps its last word', () => {
    expect(shortStoreNames(['Blazing Bird', 'Blazing Bird Airport'])).toEqual(['Bird', 'Airport']);
    expect(shortStoreNames(['Uptown'])).toEqual(['Uptown']);
  });
});
