import { lazyModule } from '../../components/shared/lazyModule';

/** The chat's options panel (context source, blocks, preview, Report): its own chunk. */
export const optionsModule = lazyModule(() => import('./ContextOptions'));

/**
 * Loads the options panel's controls once. The panel is closed when the chat first paints, so they
 * load just after it and stay out of the chat's initial JavaScript; the app warms them up while the
 * sign-in form is used, and stories' loaders before a story renders.
 */
export const loadContextOptions = optionsModule.load;
