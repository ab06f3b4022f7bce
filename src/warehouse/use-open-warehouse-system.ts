// Placeholder until the warehouse-system link lands.
export function useOpenWarehouseSystem(): (menu: { menuCode: string; menuPath: string }) => Promise<void> {
  return async () => undefined;
}
