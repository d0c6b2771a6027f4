import { FieldError, Label, Text } from 'react-aria-components';
import styled from 'styled-components';
import { descriptionStyles, errorStyles, labelStyles } from './styles';

export const FieldLabel = styled(Label)`
  ${labelStyles}
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  ${descriptionStyles}
`;

export const FieldErrorText = styled(FieldError)`
  ${errorStyles}
`;

/** Shared props of labelled form fields. */
export interface FieldProps {
  label?: string;
  description?: string;
  /** Error text shown when the field is invalid (set `isInvalid` or use validation). */
  errorMessage?: string;
}
