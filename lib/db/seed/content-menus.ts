/** Editable menus: 'main' (header) and 'footer'. Children are listed under their parent. */

export interface MenuDef {
  labelNl: string;
  labelEn: string;
  route: string;
  children?: MenuDef[];
}

export const MENUS: Record<'main' | 'footer', MenuDef[]> = {
  main: [
    { labelNl: 'Home', labelEn: 'Home', route: '/' },
    {
      labelNl: 'Servers',
      labelEn: 'Servers',
      route: '/servers',
      children: [
        { labelNl: 'Dell PowerEdge', labelEn: 'Dell PowerEdge', route: '/server-dell' },
        { labelNl: 'HPE ProLiant', labelEn: 'HPE ProLiant', route: '/server-hp' },
      ],
    },
    { labelNl: 'Aanbiedingen', labelEn: 'Sale', route: '/sale' },
    { labelNl: 'Over ons', labelEn: 'About us', route: '/about' },
    { labelNl: 'FAQ', labelEn: 'FAQ', route: '/faq' },
    { labelNl: 'Contact', labelEn: 'Contact', route: '/contact' },
  ],
  footer: [
    { labelNl: 'Sitemap', labelEn: 'Sitemap', route: '/sitemap' },
    { labelNl: 'Contact', labelEn: 'Contact', route: '/contact' },
    { labelNl: 'Veelgestelde vragen', labelEn: 'FAQ', route: '/faq' },
    { labelNl: 'Over ons', labelEn: 'About us', route: '/about' },
    { labelNl: 'Reviews', labelEn: 'Reviews', route: '/about#reviews' },
    { labelNl: 'Netwerk & routers', labelEn: 'Networking & routers', route: '/routers' },
    { labelNl: 'Privacybeleid', labelEn: 'Privacy policy', route: '/privacy' },
    { labelNl: 'Algemene voorwaarden', labelEn: 'Terms and conditions', route: '/terms' },
  ],
};
