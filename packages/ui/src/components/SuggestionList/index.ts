export {
  loadSuggestionList,
  type Suggestion,
  SuggestionList,
  type SuggestionListProps,
  type SuggestionsOptions,
  useSuggestions,
} from './SuggestionList';
