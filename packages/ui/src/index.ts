export { Sample } from './components/Sample/Sample';
