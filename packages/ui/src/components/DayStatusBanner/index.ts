export { DayStatusBanner, type DayStatusBannerProps } from './DayStatusBanner';
