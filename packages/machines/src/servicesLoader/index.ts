export * from './servicesLoader.machine';
