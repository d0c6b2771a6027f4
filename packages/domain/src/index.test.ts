import { describe, expect, it } from 'vitest';
import { productName } from './index';

describe('domain', () => {
  it('names the product', () => {
    expect(productName).toBe('Store Ops');
  });
});
