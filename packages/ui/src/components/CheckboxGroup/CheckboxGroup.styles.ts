import { CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';

export const CheckboxGroupRoot = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  &[data-orientation='horizontal'] .so-items {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  }
  .so-items {
    display: flex;
    flex-direction: column;
  }
`;
