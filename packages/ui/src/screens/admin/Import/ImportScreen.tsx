import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { Centered, Page, PageHeader, Title } from '../admin.styles';
import { DropSection } from './DropSection';
import { MappingEditor } from './MappingEditor';
import { Outcome } from './Outcome';
import { RecentImports } from './RecentImports';
import { importStrings as s } from './strings';
import { Tokens } from './Tokens';
import type { ImportScreenProps } from './types';

export type {
  ImportDayView,
  ImportFileView,
  ImportPickedFile,
  ImportScreenProps,
  ImportStage,
} from './types';

/**
 * /import: an admin chooses the store and date, drops the day's CSV files (or a folder of days);
 * each file shows its rows or its problems line by line; a dry run answers, per store-day, the rows
 * each file replaces; Import commits day after day with a progress bar. The last imports and the
 * service tokens are below.
 */
export function ImportScreen(props: ImportScreenProps) {
  const { status, stage } = props;
  if (status === 'failed')
    return (
      <Page data-component="ImportScreen" data-state="failed">
        <PageHeader>
          <Title>{s.title}</Title>
        </PageHeader>
        <EmptyState
          variant="error"
          title={s.loadFailed}
          description={props.overviewError ?? undefined}
          action={
            <Button variant="primary" size="sm" onPress={props.onRetry}>
              {s.retry}
            </Button>
          }
        />
      </Page>
    );
  if (status === 'loading' && props.stores.length === 0)
    return (
      <Page data-component="ImportScreen" data-state="loading">
        <PageHeader>
          <Title>{s.title}</Title>
        </PageHeader>
        <Centered role="status">
          <Spinner size="sm" label={s.loading} />
          <span>{s.loading}</span>
        </Centered>
      </Page>
    );
  return (
    <Page data-component="ImportScreen" data-state={stage}>
      <PageHeader>
        <Title>{s.title}</Title>
      </PageHeader>
      <DropSection {...props} />
      {(stage === 'unmapped' || stage === 'savingMapping') && <MappingEditor {...props} />}
      <Outcome {...props} />
      <RecentImports {...props} />
      <Tokens {...props} />
    </Page>
  );
}
