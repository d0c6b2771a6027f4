import styled from 'styled-components';

export const Composer = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  [data-part='composer-field'] {
    flex: 1 1 auto;
  }
  [data-part='send'] {
    min-width: 4.5rem;
    min-height: 2.75rem;
  }
`;

/** A textarea with the `@` list above it. */
export const MentionField = styled.div`
  position: relative;
  min-width: 0;

  > [data-component='TextArea'] {
    display: flex;
    flex-direction: column;
  }
  textarea {
    min-height: 2.75rem;
    max-height: 40vh;
    resize: vertical;
  }
`;
