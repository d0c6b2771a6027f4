import type { DayStatus } from '@store-ops/domain';
import { BannerRoot } from './DayStatusBanner.styles';

export interface DayStatusBannerProps {
  /** The day's status: its tone (in progress: info; not started: warning; no data: neutral). */
  status: DayStatus;
  /** The words, as the domain writes them (`dayStatusBanner`, `dashboardDayStatusView`). */
  text: string;
}

/** One line saying what kind of day the figures below are of: not started, in progress or without data. */
export function DayStatusBanner({ status, text }: DayStatusBannerProps) {
  return (
    <BannerRoot data-component="DayStatusBanner" data-status={status} role="note">
      {text}
    </BannerRoot>
  );
}
