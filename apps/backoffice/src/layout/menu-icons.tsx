import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import WineBarOutlined from '@mui/icons-material/WineBarOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** One icon per menu entry of the kernel's menus (by key); groups and links share the table. */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  sales: ReceiptLongOutlined,
  orders: ReceiptLongOutlined,
  wineTourism: EventOutlined,
  reservations: EventOutlined,
  crm: PeopleAltOutlined,
  clients: PeopleAltOutlined,
  products: WineBarOutlined,
  catalogue: WineBarOutlined,
  samples: Inventory2Outlined,
  marketing: CampaignOutlined,
  commercial: GroupsOutlined,
  purchases: LocalShippingOutlined,
  reports: AssessmentOutlined,
  till: PointOfSaleOutlined,
  messaging: ChatOutlined,
  onlineShop: StorefrontOutlined,
  producers: StorefrontOutlined,
  helpCentre: HelpOutlineOutlined,
  news: FiberNewOutlined,
  settings: SettingsOutlined,
  calendar: CalendarMonthOutlined,
  tasks: TaskAltOutlined,
  cart: ShoppingCartOutlined,
  admin: AdminPanelSettingsOutlined,
};

export function MenuIcon({ name, fontSize }: { name: string; fontSize?: 'small' | 'medium' }) {
  const Icon = ICONS[name] ?? (name.startsWith('admin') ? AdminPanelSettingsOutlined : DashboardOutlined);
  return <Icon fontSize={fontSize ?? 'medium'} aria-hidden />;
}
