// `@store-ops/ui/testing`: what other packages' tests share with the ui's own (never bundled).
export { hostileCorpus } from './components/Markdown/corpus';
export { handlersHadTheirChance } from './components/Markdown/handlerProbe';
