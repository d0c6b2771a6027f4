import { Input, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { inputBox } from '../shared/styles';

export const TextFieldRoot = styled(TextField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const TextInput = styled(Input)`
  ${inputBox}
`;
