import { describe, expect, it } from 'vitest';
import {
  DRAWER_HYSTERESIS,
  DRAWER_MIN_FLING_VELOCITY,
  DRAWER_SWIPE_AREA_WIDTH,
  decideSwipe,
  VelocityTracker,
} from './swipe';

describe('drawer swipe constants', () => {
  it('match the spec', () => {
    expect(DRAWER_SWIPE_AREA_WIDTH).toBe(20);
    expect(DRAWER_MIN_FLING_VELOCITY).toBe(450);
    expect(DRAWER_HYSTERESIS).toBe(0.52);
  });
});

describe('decideSwipe', () => {
  it('opens a closed drawer dragged past 52 % slowly, not at 52 % or less', () => {
    expect(decideSwipe({ wasOpen: false, openFraction: 0.53, velocity: 0 })).toBe(true);
    expect(decideSwipe({ wasOpen: false, openFraction: 0.52, velocity: 0 })).toBe(false);
    expect(decideSwipe({ wasOpen: false, openFraction: 0.3, velocity: 449 })).toBe(false);
  });

  it('opens on a fling of at least 450 px/s however short', () => {
    expect(decideSwipe({ wasOpen: false, openFraction: 0.05, velocity: 450 })).toBe(true);
    expect(decideSwipe({ wasOpen: false, openFraction: 0.9, velocity: -450 })).toBe(true); // distance wins
  });

  it('closes an open drawer dragged more than 52 % closed or flung closed', () => {
    expect(decideSwipe({ wasOpen: true, openFraction: 0.47, velocity: 0 })).toBe(false);
    expect(decideSwipe({ wasOpen: true, openFraction: 0.48, velocity: 0 })).toBe(true);
    expect(decideSwipe({ wasOpen: true, openFraction: 0.95, velocity: -450 })).toBe(false);
    expect(decideSwipe({ wasOpen: true, openFraction: 0.95, velocity: -449 })).toBe(true);
  });

  it('treats non-finite input as no movement', () => {
    expect(decideSwipe({ wasOpen: true, openFraction: Number.NaN, velocity: Number.NaN })).toBe(true);
    expect(
      decideSwipe({ wasOpen: false, openFraction: Number.NaN, velocity: Number.POSITIVE_INFINITY }),
    ).toBe(false);
  });
});

describe('VelocityTracker', () => {
  it('measures px/s over the recent window only', () => {
    const v = new VelocityTracker(100);
    v.add(0, 0);
    v.add(10, 500); // slow part, outside the window at the end
    v.add(60, 550);
    v.add(110, 600);
    expect(v.velocity(600)).toBeCloseTo(1000, 5); // 100 px in 100 ms
    expect(v.velocity(1000)).toBe(0); // stale samples
  });
});
