import type { QueryClient } from '@tanstack/react-query';
import type { AppApi } from '../../app/api';
import type { Requirement } from '../../shared/permissions/index';
import type { PreloadableComponent } from '../../shared/reloadable-lazy';

/**
 * A widget of the home dashboard (docs/behaviour/home.md#widgets), owned by a feature or care
 * module; the feature's `index.ts` exports its widgets.
 */
export interface HomeWidget {
  /** Unique among the widgets (the React key). */
  id: string;
  /** Its title's i18n key: the card's heading, also while it loads or when it breaks. */
  titleKey: string;
  /** Who sees it (the same check as the navigation); none: everyone signed in. */
  requires?: Requirement;
  /**
   * The widget, a card that loads its own data (see `WidgetCard`); made with `reloadableLazy`, so
   * its code loads with the home page (`preload`) and loads again when the card's retry is used.
   */
  Component: PreloadableComponent;
  /**
   * Starts the widget's queries before it renders (the home route's loader calls it once the user
   * is known), so its data loads with the page's code instead of after it.
   */
  prefetch?: (context: WidgetPrefetchContext) => Promise<void>;
  /**
   * Starts loading the code of the endpoints its queries call (`api.preloadEndpoint`), with the
   * home page's code and before the user is known: the prefetch then waits for no download.
   */
  preloadApi?: (api: AppApi) => void;
}

/** What a widget's `prefetch` works with. */
export interface WidgetPrefetchContext {
  api: AppApi;
  client: QueryClient;
  /** The selected group (`null`: the user has none). */
  groupId: number | null;
}
