export { Drawer, DRAWER_MAX_WIDTH, type DrawerProps } from './drawer';
