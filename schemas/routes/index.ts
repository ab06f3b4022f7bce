/**
 * The route catalogue (spec 01 §2, spec 02 §2): every file of this folder, imported statically so the browser
 * bundle and the server load the same data, and the catalogue built (validated and cross-checked) once.
 * Adding a section: write `<section>.json` here and list it below.
 */
import { buildCatalogue, type NamedRouteFile, type RouteCatalogue } from '../../engine/schema/route-catalogue';
import publicRoutes from './public.json';
import rootRoutes from './root.json';
import demoRoutes from './demo.json';
import authorityRoutes from './authority.json';
import baseRoutes from './base.json';
import adminRoutes from './admin.json';
import customsCoordinationRoutes from './customs-coordination.json';
import bcDirectmailRoutes from './bc-directmail.json';
import bondedImportRoutes from './bonded-import.json';
import customsOtherRoutes from './customs-other.json';
import productManageRoutes from './product-manage.json';
import personalOaRoutes from './personal-oa.json';
import activitiRoutes from './activiti.json';
import fileRoutes from './file.json';
import customerServiceRoutes from './customer-service.json';
import financialRoutes from './financial.json';
import trajectoryRoutes from './trajectory.json';
import serviceProviderRoutes from './service-provider.json';
import operateRoutes from './operate.json';
import printRoutes from './print.json';
import wmsRoutes from './wms.json';
import orderManageRoutes from './order-manage.json';
import customerManageRoutes from './customer-manage.json';
import devtoolRoutes from './devtool.json';

/** Every catalogue file with its file name, in the order of the spec; menus sort by each route's `order`. */
export const routeFiles: readonly NamedRouteFile[] = [
  { file: 'public.json', json: publicRoutes },
  { file: 'root.json', json: rootRoutes },
  { file: 'demo.json', json: demoRoutes },
  { file: 'authority.json', json: authorityRoutes },
  { file: 'base.json', json: baseRoutes },
  { file: 'admin.json', json: adminRoutes },
  { file: 'customs-coordination.json', json: customsCoordinationRoutes },
  { file: 'bc-directmail.json', json: bcDirectmailRoutes },
  { file: 'bonded-import.json', json: bondedImportRoutes },
  { file: 'customs-other.json', json: customsOtherRoutes },
  { file: 'product-manage.json', json: productManageRoutes },
  { file: 'personal-oa.json', json: personalOaRoutes },
  { file: 'activiti.json', json: activitiRoutes },
  { file: 'file.json', json: fileRoutes },
  { file: 'customer-service.json', json: customerServiceRoutes },
  { file: 'financial.json', json: financialRoutes },
  { file: 'trajectory.json', json: trajectoryRoutes },
  { file: 'service-provider.json', json: serviceProviderRoutes },
  { file: 'operate.json', json: operateRoutes },
  { file: 'print.json', json: printRoutes },
  { file: 'wms.json', json: wmsRoutes },
  { file: 'order-manage.json', json: orderManageRoutes },
  { file: 'customer-manage.json', json: customerManageRoutes },
  { file: 'devtool.json', json: devtoolRoutes },
];

/** The whole catalogue, built once (cross references checked; the JSON Schema is checked by tests and the server). */
export const routeCatalogue: RouteCatalogue = buildCatalogue([...routeFiles]);
