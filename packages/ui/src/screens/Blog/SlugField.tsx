import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../components/shared/Field';
import { TextFieldRoot, TextInput } from '../../components/TextField/TextField.styles';

const Box = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;

  [data-part='prefix'] {
    display: flex;
    align-items: center;
    flex: none;
    padding: ${({ theme }) => `0 ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.fgMuted};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  input {
    min-width: 0;
    border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export interface SlugFieldProps {
  label: string;
  /** Shown before the input, e.g. `/blog/`: the post's address is this plus the slug. */
  prefix: ReactNode;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}

/**
 * The post's address: a TextField's own parts (label, input, description, error) with the fixed path
 * in front of the input. TextField has no prefix slot, so this composes its pieces instead.
 */
export function SlugField({ label, prefix, description, value, onChange, errorMessage }: SlugFieldProps) {
  return (
    <TextFieldRoot
      data-component="SlugField"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      isRequired
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      <Box>
        <span data-part="prefix">{prefix}</span>
        <TextInput autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      </Box>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextFieldRoot>
  );
}
