export {
  CHART_HEIGHT,
  CHART_WIDTH,
  LoadingServices,
  type LoadingServicesProps,
  type ServiceSource,
  sourceStatusText,
} from './LoadingServices';
export { loadingServicesStrings } from './strings';
