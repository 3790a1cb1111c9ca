import type { ChakraComponentStyles } from '@care/theming';
import {
  alertSlotRecipe,
  buttonRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The styles of the Chakra components the app and @care/ui use, and only those, with the colour
 * palettes they name: Chakra's whole
 * set (every recipe of every component) would add about 10 KiB gzip to every first load, the
 * login page's included (budgets: e2e/budgets.json). A component whose recipe is missing renders
 * unstyled, so `chakra-components.test.ts` derives the recipes from every Chakra import in
 * apps/web and packages/ui and fails when one is missing here.
 */
export const CHAKRA_COMPONENT_STYLES = {
  recipes: {
    button: buttonRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    link: linkRecipe,
    skeleton: skeletonRecipe,
    skipNavLink: skipNavLinkRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    tag: tagSlotRecipe,
  },
  // The palettes of Chakra's status colours (alerts: error, warning, success, info), besides gray:
  // the system is built in about half the time without the other five, on the start-up's
  // critical path (`chakra-components.test.ts` derives the list from the code and the recipes).
  colorPalettes: ['red', 'orange', 'green', 'blue'],
} satisfies ChakraComponentStyles;
