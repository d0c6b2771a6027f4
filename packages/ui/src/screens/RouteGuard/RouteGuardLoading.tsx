import styled from 'styled-components';
import { routeGuardStrings as s } from './strings';

const Text = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg};
`;

/** While the session check runs, a protected route shows the plain text `Loading`. */
export function RouteGuardLoading() {
  return (
    <Text role="status" data-component="RouteGuardLoading">
      {s.loading}
    </Text>
  );
}
