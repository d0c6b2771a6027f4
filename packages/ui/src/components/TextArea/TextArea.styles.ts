import { TextArea } from 'react-aria-components';
import styled from 'styled-components';
import { inputBox } from '../shared/styles';

export const TextAreaInput = styled(TextArea)`
  ${inputBox}
  resize: vertical;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;
