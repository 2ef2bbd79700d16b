export { GroupedBarChart, type GroupedBarChartProps } from './grouped-bar-chart';
export { StepLineChart, type StepLineChartProps, type TimePoint } from './step-line-chart';
export { themeColorVar, type ChartSeries, type ThemeColor } from './chart-frame';
