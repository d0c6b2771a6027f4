/** The spec's drawer gesture constants (section 2 and 9). */
export const DRAWER_SWIPE_AREA_WIDTH = 20; // px from the screen edge where a swipe can open the drawer
export const DRAWER_MIN_FLING_VELOCITY = 450; // px/s: a fling this fast completes the gesture
export const DRAWER_HYSTERESIS = 0.52; // fraction of the drawer width a slow drag must pass

export interface SwipeEnd {
  /** Was the drawer open when the gesture started? */
  wasOpen: boolean;
  /** Visible fraction of the drawer at release, 0 (hidden) .. 1 (fully open). */
  openFraction: number;
  /** Release velocity in px/s, positive toward opening. */
  velocity: number;
}

/**
 * Whether the drawer ends open. A fling of at least DRAWER_MIN_FLING_VELOCITY completes the
 * gesture in its direction; otherwise the drawer changes state only once the drag has passed
 * DRAWER_HYSTERESIS of its width (opening: more than 52 % visible; closing: more than 52 % hidden).
 */
export function decideSwipe({ wasOpen, openFraction, velocity }: SwipeEnd): boolean {
  const visible = Math.min(1, Math.max(0, Number.isFinite(openFraction) ? openFraction : wasOpen ? 1 : 0));
  const v = Number.isFinite(velocity) ? velocity : 0;
  if (wasOpen) {
    const close = -v >= DRAWER_MIN_FLING_VELOCITY || 1 - visible > DRAWER_HYSTERESIS;
    return !close;
  }
  return v >= DRAWER_MIN_FLING_VELOCITY || visible > DRAWER_HYSTERESIS;
}

interface Sample {
  x: number;
  t: number;
}

/** Tracks pointer samples and reports the velocity over the last `windowMs` (px/s). */
export class VelocityTracker {
  private samples: Sample[] = [];
  constructor(private readonly windowMs = 100) {}
  add(x: number, t: number): void {
    this.samples.push({ x, t });
    while (this.samples.length > 2 && t - this.samples[0]!.t > this.windowMs) this.samples.shift();
  }
  velocity(now: number): number {
    const recent = this.samples.filter((s) => now - s.t <= this.windowMs);
    if (recent.length < 2) return 0;
    const first = recent[0]!;
    const last = recent[recent.length - 1]!;
    const dt = (last.t - first.t) / 1000;
    return dt > 0 ? (last.x - first.x) / dt : 0;
  }
}
