import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { icons } from '../IconButton';
import { FieldDescription, FieldLabel, type FieldProps } from '../shared/Field';
import { ClearButton, SearchBox, SearchFieldRoot, SearchInput } from './SearchField.styles';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'style'>,
    Omit<FieldProps, 'errorMessage'> {
  placeholder?: string;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** Search input with a leading icon and a clear button; Escape clears. */
export function SearchField({ label, description, placeholder, ...rest }: SearchFieldProps) {
  return (
    <SearchFieldRoot data-component="SearchField" {...rest}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <SearchBox>
        {icons.search}
        <SearchInput placeholder={placeholder} />
        <ClearButton aria-label="Clear search">{icons.close}</ClearButton>
      </SearchBox>
      {description && <FieldDescription>{description}</FieldDescription>}
    </SearchFieldRoot>
  );
}
