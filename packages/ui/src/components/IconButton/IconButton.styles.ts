import styled from 'styled-components';
import { ButtonRoot } from '../Button/Button.styles';

export const IconButtonRoot = styled(ButtonRoot)`
  min-width: 40px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  &[data-size='sm'] {
    min-width: 32px;
    padding: 0;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;
