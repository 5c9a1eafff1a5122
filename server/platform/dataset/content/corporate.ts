// Corporate accounts and their rate plans. Some are known to
// both sources, some only to {site-api}, and some only to {api-v2}, so fallback
// (site 404 → corporate account info plus welcome message) is exercised with real data.
// Logos are media-host uris under images/ (served by the platform's /media/images/*).
import type { CorporateAccount } from './types.ts';

const details = (perks: string) =>
  `<p>Welcome, [corpName]! Your negotiated rate is already applied to every Longstay hotel. ${perks}</p><p>Questions about your company program? Call Longstay Major Accounts at <a href="tel:+18005550142">1-800-555-0142</a>.</p>`;

export const corporateAccounts: CorporateAccount[] = [
  {
    corporateId: 'SUMMIT',
    choiceAccountId: 'SUMMIT',
    companyName: 'Summit Field Services',
    title: 'Summit Field Services',
    ratePlans: [{ code: 'CSUMMIT', name: 'Summit Field Services Rate', discountBp: 1500 }],
    detailsHtml: details(
      'Crews staying 30 nights or more also get truck and trailer parking at no charge where available.',
    ),
    logo: {
      uri: 'logos/summit-field-services.svg',
      altText: 'Summit Field Services logo',
    },
    source: 'both',
  },
  {
    corporateId: 'MERIDIAN',
    choiceAccountId: 'MERIDIAN',
    companyName: 'Meridian Health Staffing',
    title: 'Meridian Health Staffing',
    ratePlans: [
      { code: 'CMERID', name: 'Meridian Clinician Rate', discountBp: 1200 },
      { code: 'CMERIDX', name: 'Meridian Extended Assignment Rate', discountBp: 2000 },
    ],
    detailsHtml: details(
      'Travel clinicians on 13-week contracts can hold the same suite for the whole assignment.',
    ),
    logo: { uri: 'logos/meridian-health.svg', altText: 'Meridian Health Staffing logo' },
    source: 'both',
  },
  {
    corporateId: 'NORTHWIND',
    choiceAccountId: 'NORTHWIND',
    companyName: 'Northwind Logistics',
    title: 'Northwind Logistics',
    ratePlans: [{ code: 'CNWIND', name: 'Northwind Logistics Rate', discountBp: 1000 }],
    detailsHtml: details('Drivers between routes can check in early when a suite is ready.'),
    logo: { uri: 'logos/northwind-logistics.svg', altText: 'Northwind Logistics logo' },
    source: 'site',
  },
  {
    corporateId: 'BLUEHAVEN',
    choiceAccountId: 'BLUEHAVEN',
    companyName: 'Blue Haven Insurance',
    title: 'Blue Haven Insurance Catastrophe Team',
    ratePlans: [{ code: 'CBLUEH', name: 'Blue Haven Adjuster Rate', discountBp: 1200 }],
    detailsHtml: details(
      'Adjusters deployed after a storm can extend their stay night by night at the same rate.',
    ),
    logo: { uri: 'logos/blue-haven-insurance.svg', altText: 'Blue Haven Insurance logo' },
    source: 'site',
  },
  {
    corporateId: 'IRONCLAD',
    choiceAccountId: 'IRONCLAD',
    companyName: 'Ironclad Construction Group',
    title: 'Ironclad Construction Group',
    ratePlans: [{ code: 'CIRONC', name: 'Ironclad Construction Rate', discountBp: 1500 }],
    detailsHtml: null,
    logo: null,
    source: 'api-v2',
  },
  {
    corporateId: 'CASCADE',
    choiceAccountId: 'CASCADE',
    companyName: 'Cascade Energy Partners',
    title: 'Cascade Energy Partners',
    ratePlans: [{ code: 'CCASCD', name: 'Cascade Energy Rate', discountBp: 1800 }],
    detailsHtml: null,
    logo: null,
    source: 'api-v2',
  },
];
