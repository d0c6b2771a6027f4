import type { ContextPreviewFacts } from '@store-ops/domain';
import { Fact, Facts, Panel, Title } from './ContextPreview.styles';
import { contextPreviewStrings as s } from './strings';

export interface ContextPreviewProps {
  facts: ContextPreviewFacts;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** What the built report context holds: date, location, block count, weather and size in KB. */
export function ContextPreview({ facts, headingLevel = 3 }: ContextPreviewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Panel data-component="ContextPreview" aria-label={s.title}>
      <Title as={Heading}>{s.title}</Title>
      <Facts>
        <Fact data-fact="date">
          <dt>{s.date}</dt>
          <dd>
            <time dateTime={facts.date}>{facts.displayDate}</time>
          </dd>
        </Fact>
        <Fact data-fact="location">
          <dt>{s.location}</dt>
          <dd>{facts.location}</dd>
        </Fact>
        <Fact data-fact="blocks">
          <dt>{s.blocks}</dt>
          <dd>{facts.blockCount}</dd>
        </Fact>
        <Fact data-fact="weather">
          <dt>{s.weather}</dt>
          <dd>{facts.weather ?? s.noWeather}</dd>
        </Fact>
        <Fact data-fact="size">
          <dt>{s.size}</dt>
          <dd>{s.sizeKb(facts.sizeKb)}</dd>
        </Fact>
      </Facts>
    </Panel>
  );
}
