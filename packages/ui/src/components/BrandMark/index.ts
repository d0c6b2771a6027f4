export { BrandMark, type BrandMarkProps } from './BrandMark';
export {
  brandMarkDataUrl,
  brandMarkSvg,
  MARK_SIZE,
  type MarkRole,
  type MarkShape,
  markShapes,
  rasterizeBrandMark,
} from './mark';
