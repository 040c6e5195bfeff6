export { SectionCard } from '../../../components/section-card';
