import { MarkSvg } from './BrandMark.styles';
import { MARK_SIZE, markShapes } from './mark';

export interface BrandMarkProps {
  /**
   * The accessible name (the product's name): the mark is then an image. Leave it out where the name is
   * written beside the mark: the mark is then decorative (hidden from assistive technology).
   */
  label?: string;
  /** Width and height in px (default 32). */
  size?: number;
}

/** The brand's mark, an inline SVG in the current brand's colours (see mark.ts). */
export function BrandMark({ label, size = 32 }: BrandMarkProps) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <MarkSvg
      data-component="BrandMark"
      viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`}
      width={size}
      height={size}
      focusable="false"
      {...name}
    >
      {markShapes.map((shape) =>
        shape.kind === 'rect' ? (
          <rect
            key={`rect ${shape.x} ${shape.y}`}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            rx={shape.rx}
            data-role={shape.role}
          />
        ) : (
          <circle
            key={`circle ${shape.cx} ${shape.cy}`}
            cx={shape.cx}
            cy={shape.cy}
            r={shape.r}
            data-role={shape.role}
          />
        ),
      )}
    </MarkSvg>
  );
}
