import * as antIcons from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { isInMenu, type RouteEntry } from '../../engine/schema/route-catalogue';
import { validateRouteFile } from '../../engine/schema/route-file-validation';
import { routeCatalogue, routeFiles } from './index';

/** Every path written with a leading slash in spec 01 §2 and spec 02 §2, copied from the spec text. */
const SPEC_PATHS: Record<string, string[]> = {
  'public and hidden': ['/login', '/auth-redirect', '/forgotpassword', '/register', '/404', '/401', '/theconsole',
    '/profile/index', '/', '/workbench', '/mynotification', '/certificationAudit', '/exportTaskQuery'],
  demo: ['/chart-report', '/report/reportdesigner', '/bigscreen', '/permission'],
  authority: ['/authority', '/sysurl', '/datapermission'],
  base: ['/base', '/bdtSysuser', '/bdtSysrole', '/unitMaintenance', '/JdWarehouse', '/goodsCategory', '/customsInfo',
    '/dictionaryInformation', '/departmentManagement', '/problemMain', '/orderStatusManagement', '/platform',
    '/wlnConfig', '/addressCountry', '/bdtLanguage', '/accountSubject'],
  admin: ['/admin', '/sysuser', '/syspost', '/sysmenu', '/sysorg', '/sysdict', '/sysregion', '/sysparam',
    '/notification', '/appclient', '/onlinesysuser', '/tenant/systenant', '/distributedlog/elk', '/sentinel', '/nacos',
    '/swagger', '/druid', '/grafana'],
  'customs coordination': ['/customsCoordination', '/overseasDirectmail', '/ccDirectmail', '/CCOrderList',
    '/trackNoList', '/CCOrderListDetails', '/ccStowingConfig', '/routeType', '/batchManage', '/enterOrderNumber',
    '/clearanceTemplate', '/exportClearanceFile', '/CCmanagementInterface', '/exportMarks', '/warehouseManage',
    '/appointmentList', '/customsTwoCOrder', '/bcDirectmail', '/BCOrderList', '/BCOrderListDetail',
    '/bcStowingConfig', '/BCBatchCode', '/BCLoadManage'],
  'bonded import': ['/bondedImport', '/entryQG', '/entryQGDetail', '/entryCarrying', '/entryCarryingDetail',
    '/entrySubsheet', '/entrySubsheetDetail', '/returnGoodsPark', '/returnWarehouseScanIbs', '/applicationAdmission',
    '/applicationReturnDetail', '/entryOrderSearch', '/entryOrderDetail', '/entryCancelOrder', '/entryRemitOrder',
    '/entryRemitDetail', '/entryStock', '/ledgerInventoryDetails', '/entryAdjust', '/customsConfig',
    '/waybillConfigured', '/orderConfigured', '/commercePlatformConfigured', '/manifestConfigured',
    '/parkLedgerConfigured', '/storeDeclarationConfigured'],
  'other customs-related': ['/addressMessage', '/powderedMessage', '/warehouseDispose', '/productExamine',
    '/productRecordCenter', '/auditOperation', '/businessGoods', '/importBlacklistManage', '/orderPrescription',
    '/orderCertificate', '/stampDutyNum', '/hsCodeManage', '/expressCode', '/createProblem', '/createProblemDetail',
    '/exceptionManage'],
  'product manage': ['/productManage', '/aviation', '/portManage', '/clearanceMethod', '/storageBin', '/driverMessage',
    '/logisticsServuceType', '/serviceProduct', '/productRouteTwoC', '/serviceItems', '/setServiceItems',
    '/customsDistrict', '/orderTemplate', '/orderTemplateType'],
  'personal OA and workflow': ['/personaloa', '/startprocess', '/myprocess', '/candidatetask', '/assigneetask',
    '/finishedtask', '/activiti', '/model', '/deployment', '/processdefinition', '/processinstance', '/task',
    '/historicprocessinstance', '/historictaskinstance', '/upload-download'],
  'customer service': ['/customerServiceManagement', '/workOrderQuery', '/workOrderDetail', '/workOrderFlow',
    '/workOrderTypeMain', '/problemPieceTms', '/problemManagemntTms', '/problemManagemntTmsSignIn',
    '/problemFailureTms', '/summaryProblemTms', '/summaryProblemTmsSignIn', '/summaryUploadTms', '/claimsMaintain',
    '/claimsTypeMaintain', '/claimsRegister', '/claimsApproval', '/claimsManagement', '/claimsUpdate',
    '/consultWorkOrder', '/product', '/holdSingle', '/modifyLog', '/noticeSend', '/noticeQuery', '/importTaskQuery',
    '/exportTaskQuery', '/serviceInstructionQuery'],
  financial: ['/financialManage', '/PrepaidCustomerManage', '/depositManagement', '/exchange', '/bankAccount',
    '/incidentalType', '/settlementPro', '/accountCustomization', '/billingPeriod', '/MiscellaneousExpenses',
    '/quoteMiscellaneousFeeEntry', '/offlineRecharge', '/settlementDetails', '/claimsFinance', '/warehouseRentDetail',
    '/dispatchFreightBillTwoB', '/twoBDeclarationBill', '/freightBillTwoC', '/pickUpFreightBillTwoB',
    '/collectionlFreightBill', '/customerTaxAccount', '/taxSettlementInterface', '/taxOfflineRecharge',
    '/addReceivableincIdentalsSj', '/taxFreightBill', '/taxesFreightTransfer', '/customerAccountBill'],
  trajectory: ['/travelManageCenter'],
  'service provider': ['/serviceProviderManage', '/serviceProviderBillQuery', '/serviceDeposit', '/serviceBalance',
    '/serviceCurrentAccount', '/serviceAccount', '/miscellaneousExpensesAdd', '/carrierManagement'],
  operate: ['/operate', '/warehouseReceiptManage', '/sendSingle', '/pickUpGoodsScan', '/pickUpScanManage',
    '/leviteScan', '/hkDividerSplitCode', '/hkOutboundLoadingScan', '/putScan', '/putScanNew', '/abnormalScan',
    '/declarationPrint', '/scanOut', '/outboundScanQuery', '/loadScan', '/putScanManage', '/abnormalPutScanManage',
    '/loadingStowage', '/returnWarehouseScanTms', '/hkOutboundScanQuery', '/storageStation', '/storageStationQuery',
    '/transferListManage', '/endOutScan', '/endOutScanQuery', '/receiptScan', '/doughSheet', '/scanRecordQuery',
    '/abnormalNumber', '/customsDeclarationPrint', '/sheetTailPathPrint', '/chinaTransport', '/takeStorageScan'],
  'print and WMS': ['/print', '/busi', '/BusiStockTrimLogList', '/data', '/DiItRuleList', '/bms', '/BmsCostList',
    '/warehouseImplement'],
  'order manage': ['/orderManage', '/twoCOrder', '/twoCOrderDetail', '/2bRepeatedOrders', '/repeatedlyDetails',
    '/orderPool', '/orderPoolJd', '/tailPathPrint', '/inventorySummaryQuery', '/goodsControl', '/etkOrderImport'],
  'customer manage': ['/customerManage', '/certificationAudit', '/myCertificationAudit', '/subscribeTnvite',
    '/orderReview', '/customerPro', '/customerPlus', '/collectAndParcelOffer', '/twoBChinaKpickQ',
    '/twoBSendQuotation', '/twoBCustomsDeclarationFeeQ', '/twoCFreightQuote', '/withholdTheBillQuote',
    '/incidentalsBillQuote', '/packingFeeQuote', '/praiseCardFeeQuote'],
  'developer tools': ['/devtool', '/formdesign', '/generatorform'],
};

/**
 * Items the spec writes without a leading slash, with the path the catalogue gives them: groups nest under their
 * section; pages get '/' + name, except the print template type page, whose name collides with
 * /orderTemplateType under product manage.
 */
const UNSLASHED: Record<string, string> = {
  'bondedImport customsClearance': '/bondedImport/customsClearance',
  'bondedImport importCustoms': '/bondedImport/importCustoms',
  'bondedImport orderManagePro': '/bondedImport/importCustoms/orderManagePro',
  'bondedImport parkManage': '/bondedImport/importCustoms/parkManage',
  'bondedImport baseConfig': '/bondedImport/baseConfig',
  'productManage sheetManage': '/productManage/sheetManage',
  'personaloa myprocessdetails': '/myprocessdetails',
  'personaloa mytaskdetails': '/mytaskdetails',
  'activiti processdesign': '/processdesign',
  'activiti execution': '/execution',
  'activiti taskdetails': '/taskdetails',
  'activiti historicactivityinstance': '/historicactivityinstance',
  'activiti historicdetail': '/historicdetail',
  'activiti historicvariableinstance': '/historicvariableinstance',
  'activiti historictaskdetails': '/historictaskdetails',
  'customerServiceManagement problemManage': '/customerServiceManagement/problemManage',
  'customerServiceManagement claimsManage': '/customerServiceManagement/claimsManage',
  'financialManage periodBillManage': '/financialManage/periodBillManage',
  'financialManage billingManage': '/financialManage/billingManage',
  'financialManage taxManage': '/financialManage/taxManage',
  'print orderTemplateList': '/orderTemplateList',
  'print orderTemplateType': '/print/orderTemplateType',
  'devtool generatortemplate': '/generatortemplate',
  'devtool forwardgenerator': '/forwardgenerator',
  'devtool reversegenerator': '/reversegenerator',
};

const CJK = /[\u4e00-\u9fff]/;

function route(path: string): RouteEntry {
  const found = routeCatalogue.byPath(path);
  if (!found) throw new Error(`route ${path} is missing from the catalogue`);
  return found;
}

describe('the route catalogue files', () => {
  it('each validate against the JSON Schema', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(24);
    for (const { file, json } of routeFiles) expect(validateRouteFile(json), file).toEqual([]);
  });

  it('build into one catalogue of every route', () => {
    const count = routeFiles.reduce((sum, { json }) => sum + (json as { routes: unknown[] }).routes.length, 0);
    expect(routeCatalogue.all()).toHaveLength(count);
    expect(count).toBeGreaterThan(400);
  });
});

describe('spec coverage', () => {
  it.each(Object.entries(SPEC_PATHS))('has every %s path of the spec, titled in zh and en', (_, paths) => {
    for (const path of paths) {
      const entry = route(path);
      expect(entry.title.zh, path).toMatch(CJK);
      expect(entry.title.en, path).toMatch(/^[^\u4e00-\u9fff]+$/);
    }
  });

  it('maps the redirect helper /redirect/{path} to a splat route, hidden and public', () => {
    expect(route('/redirect/*')).toMatchObject({ hidden: true, public: true });
  });

  it('gives items written without a leading slash a path under their section', () => {
    for (const [item, path] of Object.entries(UNSLASHED)) {
      const [section] = item.split(' ');
      expect(routeCatalogue.ancestors(path).map((r) => r.path), item).toContain(`/${section}`);
    }
  });

  it('keeps the spec typos, which are the contract', () => {
    for (const path of ['/problemManagemntTms', '/logisticsServuceType', '/subscribeTnvite', '/collectionlFreightBill']) {
      expect(routeCatalogue.byPath(path), path).toBeDefined();
    }
  });

  it('has the reminder targets', () => {
    for (const path of ['/problemManagemntTms', '/certificationAudit', '/subscribeTnvite', '/workOrderQuery', '/orderReview']) {
      expect(isInMenu(route(path)), path).toBe(true);
    }
  });
});

describe('flags the spec states', () => {
  it('makes the public routes public and hidden', () => {
    for (const path of ['/login', '/auth-redirect', '/forgotpassword', '/register', '/redirect/*', '/404', '/401']) {
      expect(route(path), path).toMatchObject({ public: true, hidden: true });
    }
    expect(routeCatalogue.all().filter((r) => r.public).map((r) => r.path)).toHaveLength(7);
  });

  it('hides /theconsole and /profile/index, which still need a session', () => {
    for (const path of ['/theconsole', '/profile/index']) {
      expect(route(path).hidden, path).toBe(true);
      expect(route(path).public, path).toBeUndefined();
    }
  });

  it('redirects / to /certificationAudit, with /workbench (affixed) and /mynotification as children', () => {
    expect(route('/').redirect).toBe('/certificationAudit');
    expect(routeCatalogue.children('/').map((r) => r.path)).toEqual(['/workbench', '/mynotification']);
    expect(route('/workbench').affix).toBe(true);
    expect(routeCatalogue.all().filter((r) => r.affix).map((r) => r.path)).toEqual(['/workbench']);
  });

  it('redirects the sections the spec names', () => {
    expect(route('/customsCoordination').redirect).toBe('/CCOrderList');
    expect(route('/serviceProviderManage').redirect).toBe('/serviceProviderBillQuery');
    expect(route('/operate').redirect).toBe('/sendSingle');
    expect(route('/warehouseImplement').redirect).toBe('/workbench');
    expect(routeCatalogue.children('/warehouseImplement')).toEqual([]);
  });

  it('hides detail pages from the menu with isShow false', () => {
    const details = ['/CCOrderListDetails', '/BCOrderListDetail', '/entryQGDetail', '/entryCarryingDetail',
      '/entrySubsheetDetail', '/entryOrderDetail', '/entryRemitDetail', '/createProblemDetail', '/workOrderDetail',
      '/twoCOrderDetail', '/repeatedlyDetails', '/myprocessdetails', '/mytaskdetails', '/processdesign',
      '/taskdetails', '/historictaskdetails'];
    for (const path of details) {
      expect(route(path), path).toMatchObject({ isShow: false, hidden: true });
      expect(isInMenu(route(path)), path).toBe(false);
    }
  });

  it('flags the WMS sections with dataForm WMS and opens them in the warehouse system', () => {
    for (const path of ['/busi', '/data', '/bms']) {
      expect(route(path), path).toMatchObject({ dataForm: 'WMS', external: { kind: 'wms' } });
      for (const child of routeCatalogue.children(path)) expect(child.dataForm, child.path).toBe('WMS');
    }
  });

  it('opens the monitors as embedded pages; /swagger defaults to the API document the server serves', () => {
    for (const path of ['/sentinel', '/nacos', '/druid', '/grafana', '/distributedlog/elk']) {
      expect(route(path).external, path).toEqual({ kind: 'monitor' });
    }
    expect(route('/swagger').external).toEqual({ kind: 'monitor', url: '/api/clearway/docs/' });
  });

  it('defines the permission demo without mounting it, with the demo roles', () => {
    const demo = ['/permission', '/permission/page', '/permission/directive', '/permission/role'];
    for (const path of demo) expect(route(path).mounted, path).toBe(false);
    expect(route('/permission').roles).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR']);
    expect(routeCatalogue.all().filter((r) => r.mounted === false).map((r) => r.path)).toEqual(demo);
    const roles = new Set(routeCatalogue.all().flatMap((r) => r.roles ?? []));
    expect([...roles].sort()).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR']);
  });

  it('has the four big-screen children and the three chart examples', () => {
    expect(routeCatalogue.children('/bigscreen').map((r) => r.path)).toEqual(['/bigscreen/construction',
      '/bigscreen/electronic', '/bigscreen/maintenance', '/bigscreen/dataanalysis']);
    expect(routeCatalogue.children('/chart-report')).toHaveLength(3);
  });
});

describe('service provider section', () => {
  const families = ['landingDistribution', 'taxBilling', 'hkDelivery2B', 'hkDelivery2C', 'clearanceFee', 'chinaHkFee2B',
    'chinaHkFee2C', 'operatingFee2C', 'vendorSystemFee', 'declarationFee', 'wmsFee'];
  const pages = ['BillQuery', 'ActualCostImport', 'IncidentalsImport', 'BillAudit', 'BillCustomization', 'BillPayment'];

  it.each(families)('has a %s bill family with its pages', (family) => {
    const group = route(`/serviceProviderManage/${family}`);
    expect(group.parent).toBe('/serviceProviderManage');
    const expected = pages.filter((p) => family !== 'wmsFee' || p !== 'IncidentalsImport').map((p) => `/${family}${p}`);
    expect(routeCatalogue.children(group.path).map((r) => r.path)).toEqual(expected);
  });

  it('has the seven provider quotation pages and the carrier page', () => {
    const quotations = routeCatalogue.children('/serviceProviderManage/quotation').map((r) => r.path);
    expect(quotations).toEqual(['/hkDelivery2BQuotation', '/hkDelivery2CQuotation', '/chinaHkPickupQuotation',
      '/landingDistributionQuotation', '/operatingCostQuotation', '/vendorSystemFeeQuotation', '/clearanceFeeQuotation']);
    expect(route('/carrierManagement').parent).toBe('/serviceProviderManage');
    expect(route('/serviceProviderBillQuery').parent).toBe('/serviceProviderManage');
  });
});

describe('metadata consistency', () => {
  it('uses only real @ant-design/icons names', () => {
    const icons = antIcons as unknown as Record<string, unknown>;
    for (const r of routeCatalogue.all()) if (r.icon) expect(icons[r.icon], `${r.path} ${r.icon}`).toBeDefined();
  });

  it('gives every top-level menu section an icon', () => {
    for (const { route: top } of routeCatalogue.tree()) {
      if (isInMenu(top)) expect(top.icon, top.path).toBeTruthy();
    }
  });

  it('gives every business page grantable buttons, and the same code the same title everywhere', () => {
    // Home and demo pages grant nothing; top-level pages (public ones, /theconsole, /profile/index) neither.
    const unbuttoned = new Set(['/', '/chart-report', '/report', '/bigscreen', '/permission']);
    const titles = new Map<string, string>();
    for (const r of routeCatalogue.all()) {
      const top = routeCatalogue.ancestors(r.path)[0];
      const isPage = routeCatalogue.children(r.path).length === 0 && r.parent !== undefined;
      if (isPage && !unbuttoned.has(top.path)) {
        expect(r.buttons?.length, r.path).toBeGreaterThan(0);
      }
      for (const button of r.buttons ?? []) {
        const title = JSON.stringify(button.title);
        expect(titles.get(button.code) ?? title, `${r.path} ${button.code}`).toBe(title);
        titles.set(button.code, title);
      }
    }
  });

  it('orders the menu by order, with the home first', () => {
    const tops = routeCatalogue.tree().map((n) => n.route).filter(isInMenu);
    expect(tops[0].path).toBe('/');
    const orders = tops.map((r) => r.order ?? Number.POSITIVE_INFINITY);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
