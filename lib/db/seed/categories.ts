/** The category tree: spec §3 ids verbatim, plus menu groups (ids >= 1000) and networking (600). */
import type { categories } from '../schema/catalog';

export type NewCategoryRow = typeof categories.$inferInsert;

interface CategoryDef {
  id: number;
  parentId: number | null;
  key: string;
  slug: string;
  nameNl: string;
  nameEn: string;
  descriptionNl: string;
  descriptionEn: string;
}

const c = (
  id: number,
  parentId: number | null,
  key: string,
  slug: string,
  nameNl: string,
  nameEn: string,
  descriptionNl: string,
  descriptionEn: string,
): CategoryDef => ({ id, parentId, key, slug, nameNl, nameEn, descriptionNl, descriptionEn });

/** Menu groups: shown in the menu, but left out of their children's URL paths. */
export const GROUP_IDS = [1000, 1001] as const;

// prettier-ignore
export const CATEGORY_DEFS: readonly CategoryDef[] = [
  c(116, null, 'servers', 'servers', 'Servers', 'Servers',
    'Refurbished en nieuwe rack- en towerservers van Dell PowerEdge en HPE ProLiant, getest en direct leverbaar of zelf samen te stellen.',
    'Refurbished and new rack and tower servers from Dell PowerEdge and HPE ProLiant, tested and ready to ship or configured to order.'),
  c(233, null, 'workstation', 'workstations', 'Workstations', 'Workstations',
    'Krachtige Dell Precision- en HP Z-workstations voor CAD, rendering en data-analyse.',
    'Powerful Dell Precision and HP Z workstations for CAD, rendering and data analysis.'),
  c(267, null, 'laptop', 'laptops', 'Laptops', 'Laptops',
    'Zakelijke laptops van Dell Latitude, HP EliteBook en Lenovo ThinkPad, refurbished met garantie.',
    'Business laptops from Dell Latitude, HP EliteBook and Lenovo ThinkPad, refurbished with warranty.'),
  c(1000, null, 'parts', 'onderdelen', 'Onderdelen', 'Parts',
    'Geheugen, processors, opslag, RAID-controllers, videokaarten en andere serveronderdelen.',
    'Memory, processors, storage, RAID controllers, graphics cards and other server parts.'),
  c(282, 1000, 'ram', 'werkgeheugen', 'Werkgeheugen', 'Memory',
    'DDR3-, DDR4- en DDR5-servergeheugen: RDIMM, LRDIMM, UDIMM en SODIMM in alle gangbare groottes.',
    'DDR3, DDR4 and DDR5 server memory: RDIMM, LRDIMM, UDIMM and SODIMM in every common size.'),
  c(280, 1000, 'cpu', 'processors', 'Processors', 'Processors',
    'Intel Xeon- en AMD EPYC-serverprocessors, van Xeon E5 tot Xeon Scalable en EPYC 9004.',
    'Intel Xeon and AMD EPYC server processors, from Xeon E5 to Xeon Scalable and EPYC 9004.'),
  c(214, 1000, 'storage', 'opslag', 'Opslag', 'Storage',
    "SSD's, harde schijven en opslagsystemen: SATA, SAS en NVMe in elke vormfactor.",
    'SSDs, hard drives and storage systems: SATA, SAS and NVMe in every form factor.'),
  c(409, 214, 'sata_ssd', 'sata-ssd', 'SATA SSD 2,5"', 'SATA SSD 2.5"',
    'Enterprise SATA SSD\'s in 2,5" formaat voor servers en workstations.',
    'Enterprise 2.5" SATA SSDs for servers and workstations.'),
  c(410, 214, 'sata_m2_ssd', 'sata-m2-ssd', 'SATA M.2 SSD', 'SATA M.2 SSD',
    "M.2 SSD's met SATA-interface, ideaal als bootschijf.",
    'M.2 SSDs with a SATA interface, ideal as boot drives.'),
  c(412, 214, 'sas_ssd', 'sas-ssd', 'SAS SSD', 'SAS SSD',
    "Dual-port SAS SSD's van 12 Gb/s voor RAID-omgevingen.",
    'Dual-port 12 Gb/s SAS SSDs for RAID environments.'),
  c(413, 214, 'nvme_m2_ssd', 'nvme-m2-ssd', 'NVMe M.2 SSD', 'NVMe M.2 SSD',
    "Snelle NVMe-SSD's in M.2-formaat (2280 en 22110).",
    'Fast NVMe SSDs in the M.2 form factor (2280 and 22110).'),
  c(414, 214, 'nvme_u2_ssd', 'nvme-u2-ssd', 'NVMe U.2 SSD', 'NVMe U.2 SSD',
    'Hot-swap NVMe-SSD\'s in 2,5" U.2-formaat voor datacenters.',
    'Hot-swap 2.5" U.2 NVMe SSDs for the data centre.'),
  c(415, 214, 'nvme_pci_ssd', 'nvme-pcie-ssd', 'NVMe PCIe-kaart SSD', 'NVMe PCIe add-in SSD',
    "NVMe-SSD's als PCIe-insteekkaart (HHHL).",
    'NVMe SSDs as PCIe add-in cards (HHHL).'),
  c(547, 214, 'nvme_u3_ssd', 'nvme-u3-ssd', 'NVMe U.3 SSD', 'NVMe U.3 SSD',
    "U.3 NVMe-SSD's voor tri-mode backplanes.",
    'U.3 NVMe SSDs for tri-mode backplanes.'),
  c(531, 214, 'sata_hdd', 'sata-hdd', 'SATA harde schijven', 'SATA hard drives',
    'SATA-harde schijven van 2,5" en 3,5" voor servers en NAS.',
    '2.5" and 3.5" SATA hard drives for servers and NAS.'),
  c(532, 214, 'sas_hdd', 'sas-hdd', 'SAS harde schijven', 'SAS hard drives',
    'SAS-harde schijven van 7.200, 10.000 en 15.000 toeren.',
    'SAS hard drives at 7,200, 10,000 and 15,000 rpm.'),
  c(284, 1000, 'raid', 'raid-controllers', 'RAID-controllers', 'RAID controllers',
    "Dell PERC, HPE Smart Array en Broadcom RAID-controllers en HBA's.",
    'Dell PERC, HPE Smart Array and Broadcom RAID controllers and HBAs.'),
  c(291, 1000, 'backplane', 'backplanes', 'Backplanes', 'Backplanes',
    'Backplanes voor Dell PowerEdge- en HPE ProLiant-servers.',
    'Backplanes for Dell PowerEdge and HPE ProLiant servers.'),
  c(294, 1000, 'gpu', 'videokaarten', 'Videokaarten', 'Graphics cards',
    "NVIDIA- en AMD-GPU's voor AI, VDI en visualisatie.",
    'NVIDIA and AMD GPUs for AI, VDI and visualisation.'),
  c(370, 294, 'gpu_kit', 'gpu-kits', 'GPU-kits', 'GPU kits',
    'Riser- en voedingskabelsets om een GPU in een server te plaatsen.',
    'Riser and power-cable kits to fit a GPU in a server.'),
  c(401, 1000, 'bays', 'drive-trays', 'Drive trays', 'Drive trays',
    'Hot-swap drive trays en caddies voor 2,5" en 3,5" schijven.',
    'Hot-swap drive trays and caddies for 2.5" and 3.5" drives.'),
  c(1001, null, 'services', 'services', 'Services & licenties', 'Services & licences',
    'Garantie-uitbreidingen en softwarelicenties.',
    'Warranty extensions and software licences.'),
  c(402, 1001, 'warranty', 'garantie', 'Garantie-uitbreiding', 'Warranty extension',
    'Verleng de garantie op uw hardware tot 5 jaar, met volgende-werkdag- of 4-uursservice.',
    'Extend the warranty on your hardware to 5 years, with next-business-day or 4-hour service.'),
  c(403, 1001, 'license', 'licenties', 'Licenties', 'Licences',
    'Windows Server, iDRAC- en iLO-licenties, direct digitaal geleverd.',
    'Windows Server, iDRAC and iLO licences, delivered digitally.'),
  c(600, null, 'routers', 'routers', 'Netwerk & routers', 'Networking & routers',
    'Routers en switches van Cisco, MikroTik en Juniper.',
    'Routers and switches from Cisco, MikroTik and Juniper.'),
];

/** The spec §3 category ids (products are only placed in these and in 600). */
export const SPEC_CATEGORY_IDS = [
  116, 233, 267, 214, 409, 410, 412, 413, 414, 415, 547, 531, 532, 282, 280, 284, 291, 294, 370, 401, 402,
  403,
] as const;

const byId = new Map(CATEGORY_DEFS.map((d) => [d.id, d]));

/** URL path of a category: its slug under its parents' slugs, menu groups left out ('/opslag/sata-ssd'). */
export function categoryPath(id: number): string {
  const parts: string[] = [];
  let def = byId.get(id);
  while (def) {
    const isGroup = (GROUP_IDS as readonly number[]).includes(def.id);
    if (!isGroup || parts.length === 0) parts.unshift(def.slug);
    def = def.parentId === null ? undefined : byId.get(def.parentId);
  }
  if (parts.length === 0) throw new Error(`Unknown category ${id}`);
  return `/${parts.join('/')}`;
}

export function categoryRows(): NewCategoryRow[] {
  return CATEGORY_DEFS.map((d, i) => ({ ...d, sort: i * 10, inMenu: true }));
}
