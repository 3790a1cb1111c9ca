import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermitted } from '../shared/permissions/index';
import { MENU_PAGE_PATH, NAVIGATION_ITEMS, type NavigationItem } from './navigation-items';
import { ScreenIcon } from './screen-icons';

function Tile({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  if (!usePermitted(item.requires)) return null;
  return (
    <li>
      <Link
        asChild
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="3"
        minH="32"
        h="full"
        p="5"
        borderWidth="1px"
        borderRadius="xl"
        bg="bg"
        color="fg"
        fontSize="xl"
        fontWeight="semibold"
        textAlign="center"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={`/loggedIn/${item.path}`}>
          <ScreenIcon name={item.icon} size="2.5rem" />
          {t(item.labelKey)}
        </RouterLink>
      </Link>
    </li>
  );
}

/**
 * `/loggedIn/menuPage/` (docs/behaviour/shell-and-session.md#the-menu-page): every screen the user
 * may open, as large tiles with an icon and a name, for tablets and for guests who find a list
 * of links hard to use. The same entries and checks as the navigation.
 */
export function MenuPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('shell.menuPage.title')}
        </Heading>
        <Text color="fg.muted">{t('shell.menuPage.description')}</Text>
      </Stack>
      <nav aria-label={t('shell.menuPage.screens')}>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          columns={{ base: 2, md: 3, xl: 4 }}
          gap="4"
        >
          {NAVIGATION_ITEMS.filter((item) => item.path !== MENU_PAGE_PATH).map((item) => (
            <Tile key={item.path} item={item} />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
