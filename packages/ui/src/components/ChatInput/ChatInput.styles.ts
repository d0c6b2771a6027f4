import styled from 'styled-components';

export const Form = styled.form`
  display: block;
  position: relative;
`;

export const Wrapper = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  .chat-input-field {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  [data-part='send'],
  [data-part='stop'] {
    min-width: 4.5rem;
    min-height: 2.75rem;
  }
  textarea {
    min-height: 2.75rem;
    max-height: 40vh;
  }
`;
