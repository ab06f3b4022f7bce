/**
 * One ECharts chart (lazily loaded: only dashboard pages with a chart fetch this module and ECharts). Only the chart
 * types and components the dashboards use are registered (echarts/core), drawn as SVG. The chart follows its
 * box's size (the window, the sidebar folding) and is disposed with the component.
 */
import { useEffect, useRef } from 'react';
import { init, use, type ECharts } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The categorical palette: calm blues and greens a logistics back office reads at a glance. */
const COLORS = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#52c41a', '#eb2f96', '#faad14', '#2f54eb'];

export default function EChart({ option, height, label }: { option: Record<string, unknown>; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts>();
  useEffect(() => {
    const element = box.current!;
    chart.current = init(element, undefined, { renderer: 'svg' });
    const resize = () => chart.current?.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(element);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption({ color: COLORS, animationDuration: 400, ...option }, { notMerge: true });
  }, [option]);
  return <div ref={box} role="img" aria-label={label} data-testid="echart" style={{ width: '100%', height }} />;
}
