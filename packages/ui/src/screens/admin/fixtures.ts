import type { Company, Employee, Store, StoreHours, User, UserGroup, UserToGroup } from '@store-ops/domain';

/** Story fixtures for the admin screens (never imported by the screens themselves). */
export const companies: Company[] = [
  { id: 1, name: 'Sunrise Foods', source_id: 'SUN', week_begin: 'Monday', version: 3 },
  { id: 2, name: 'Bayside Retail', source_id: 'BAY', week_begin: 'Sunday', version: 1 },
];

export const stores: Store[] = [
  {
    id: 11,
    name: 'Downtown Deli',
    address: '12 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '512-555-0101',
    franchise: 'Sunrise',
    company_id: 1,
    source_id: 'SUN-001',
    version: 4,
  },
  {
    id: 12,
    name: 'Airport Kiosk',
    address: '3600 Presidential Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78719',
    phone: '512-555-0102',
    franchise: 'Sunrise',
    company_id: 1,
    source_id: 'SUN-002',
    version: 2,
  },
  {
    id: 21,
    name: 'Harbor Market',
    address: '8 Pier Rd',
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    phone: '619-555-0199',
    franchise: 'Bayside',
    company_id: 2,
    source_id: 'BAY-001',
    version: 1,
  },
];

export const users: User[] = [
  { id: 1, name: 'Ada Admin', email: 'ada@storeops.example', admin: true, version: 2 },
  { id: 2, name: 'Sam Staff', email: 'sam@storeops.example', admin: false, version: 5 },
  { id: 3, name: 'Kim Lee', email: 'kim@storeops.example', admin: false, version: 1 },
];

export const userGroups: UserGroup[] = [
  {
    id: 1,
    name: 'Sunrise managers',
    description: 'All Sunrise stores',
    company_ids: [1],
    store_ids: [],
    version: 1,
  },
  {
    id: 2,
    name: 'Harbor team',
    description: 'Harbor Market only',
    company_ids: [],
    store_ids: [21],
    version: 3,
  },
];

export const userAssignments: UserToGroup[] = [
  { id: 1, user_id: 2, group_id: 1, version: 1 },
  { id: 2, user_id: 3, group_id: 2, version: 1 },
];

export const employees: Employee[] = [
  {
    id: 101,
    store_id: 11,
    source_id: 'E-101',
    first_name: 'Maria',
    last_name: 'Lopez',
    role: 'Shift Lead',
    hourly_rate: 18.5,
    active: true,
    version: 2,
  },
  {
    id: 102,
    store_id: 11,
    source_id: 'E-102',
    first_name: 'James',
    last_name: 'Chen',
    role: 'Cook',
    hourly_rate: 16,
    active: true,
    version: 1,
  },
  {
    id: 201,
    store_id: 21,
    source_id: 'E-201',
    first_name: 'Priya',
    last_name: 'Patel',
    role: 'Cashier',
    hourly_rate: 15.25,
    active: false,
    version: 1,
  },
];

export const storeHours: StoreHours[] = [
  { id: 1, store_id: 11, day_of_week: 0, open_time: null, close_time: null, closed: true, version: 1 },
  { id: 2, store_id: 11, day_of_week: 1, open_time: '07:00', close_time: '19:00', closed: false, version: 1 },
  { id: 3, store_id: 11, day_of_week: 2, open_time: '07:00', close_time: '19:00', closed: false, version: 1 },
  { id: 4, store_id: 21, day_of_week: 1, open_time: '08:00', close_time: '22:00', closed: false, version: 2 },
];
