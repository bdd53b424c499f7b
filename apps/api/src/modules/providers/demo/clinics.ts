import type { CityCode, ClinicCentre } from '@kaizen/contracts';

// The demo clinics: real neighbourhoods of the three SPEC §3 cities, with map coordinates close
// to the addresses. Centre ids are fixed so that saved filters keep working after a re-seed.

interface DemoClinic {
  slug: string;
  centreName: string;
  city: CityCode;
  address: string;
  latitude: number;
  longitude: number;
  centres: ClinicCentre[];
}

const adult = (id: number): ClinicCentre => ({ id, name: 'Adult care' });
const child = (id: number): ClinicCentre => ({ id, name: 'Child and adolescent care' });
const couples = (id: number): ClinicCentre => ({ id, name: 'Couples and family room' });

export const DEMO_CLINICS: readonly DemoClinic[] = [
  {
    slug: 'mum-bandra',
    centreName: 'Kaizen Mind Clinic, Bandra West',
    city: 'mum',
    address: '3rd Floor, Rizvi House, Hill Road, Bandra West, Mumbai, Maharashtra 400050',
    latitude: 19.0544,
    longitude: 72.834,
    centres: [adult(101), child(102), couples(103)],
  },
  {
    slug: 'mum-powai',
    centreName: 'Kaizen Mind Clinic, Powai',
    city: 'mum',
    address:
      'Unit 204, Supreme Business Park, Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076',
    latitude: 19.1176,
    longitude: 72.906,
    centres: [adult(111), child(112)],
  },
  {
    slug: 'mum-lower-parel',
    centreName: 'Kaizen Mind Clinic, Lower Parel',
    city: 'mum',
    address:
      '1st Floor, Trade View, Kamala Mills Compound, Lower Parel, Mumbai, Maharashtra 400013',
    latitude: 19.0037,
    longitude: 72.8277,
    centres: [adult(121)],
  },
  {
    slug: 'del-hauz-khas',
    centreName: 'Kaizen Mind Clinic, Hauz Khas',
    city: 'del',
    address: 'A-14, Green Park Main, near Aurobindo Market, New Delhi, Delhi 110016',
    latitude: 28.5535,
    longitude: 77.2066,
    centres: [adult(201), child(202), couples(203)],
  },
  {
    slug: 'del-gurugram',
    centreName: 'Kaizen Mind Clinic, Gurugram',
    city: 'del',
    address: '5th Floor, Tower B, Golf Course Road, Sector 42, Gurugram, Haryana 122002',
    latitude: 28.4595,
    longitude: 77.0966,
    centres: [adult(211), couples(212)],
  },
  {
    slug: 'del-rajouri-garden',
    centreName: 'Kaizen Mind Clinic, Rajouri Garden',
    city: 'del',
    address: 'J-2/12, Rajouri Garden Main Market, New Delhi, Delhi 110027',
    latitude: 28.6415,
    longitude: 77.1209,
    centres: [adult(221), child(222)],
  },
  {
    slug: 'blr-indiranagar',
    centreName: 'Kaizen Mind Clinic, Indiranagar',
    city: 'blr',
    address: '612, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560008',
    latitude: 12.9719,
    longitude: 77.6412,
    centres: [adult(301), child(302), couples(303)],
  },
  {
    slug: 'blr-koramangala',
    centreName: 'Kaizen Mind Clinic, Koramangala',
    city: 'blr',
    address: '45, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034',
    latitude: 12.9352,
    longitude: 77.6245,
    centres: [adult(311), child(312)],
  },
];
