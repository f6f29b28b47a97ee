//! The plot of docs/benchmarks.md: bandwidth per kernel and system against the copy ceiling
//! (top), launch latency, first-launch latency and SGEMM against cuBLAS (bottom). Text is
//! drawn with a bundled DejaVu Sans, so no system fonts are needed.

use std::path::Path;

use plotters::prelude::*;
use plotters::style::FontStyle;

use crate::report::{Ceilings, Row, Work};

static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

const PALETTE: [RGBColor; 10] = [
    RGBColor(0xd9, 0x48, 0x1c), // ferrocuda: the one colour that stands out
    RGBColor(0xf2, 0x9e, 0x6d),
    RGBColor(0x3b, 0x6e, 0xa8),
    RGBColor(0x6f, 0xa3, 0xd6),
    RGBColor(0x4c, 0x9a, 0x52),
    RGBColor(0x93, 0xc5, 0x7b),
    RGBColor(0x7a, 0x5c, 0xa8),
    RGBColor(0xb3, 0x9c, 0xd6),
    RGBColor(0x8c, 0x8c, 0x8c),
    RGBColor(0xc4, 0xa1, 0x3b),
];

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("{e:?}")
}

/// Draws the plot to `path` (PNG).
pub fn draw(path: &Path, rows: &[Row], ceilings: &Ceilings) -> Result<(), String> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, FONT).map_err(|_| "bad font".to_string())?;
    let root = BitMapBackend::new(path, (1600, 1100)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let (top, bottom) = root.split_vertically(600);
    bandwidth(&top, rows, ceilings)?;
    let panels = bottom.split_evenly((1, 3));
    let latency: Vec<(String, f64)> =
        rows.iter().filter(|r| r.bench == "launch").filter_map(|r| Some((r.system.clone(), r.ms? * 1e3))).collect();
    bars(&panels[0], "launch, host side (µs, lower is better)", &latency, false)?;
    let first: Vec<(String, f64)> =
        rows.iter().filter(|r| r.bench == "first launch").filter_map(|r| Some((r.system.clone(), r.ms?))).collect();
    bars(&panels[1], "first launch in a fresh process (ms, log)", &first, true)?;
    let sgemm: Vec<(String, f64)> = rows
        .iter()
        .filter(|r| r.bench == "sgemm")
        .filter_map(|r| Some((r.system.clone(), 100.0 * r.throughput()? / ceilings.sgemm_gflops?)))
        .collect();
    bars(&panels[2], "SGEMM 4096³ (% of cuBLAS)", &sgemm, false)?;
    root.present().map_err(err)?;
    Ok(())
}

fn bandwidth(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    rows: &[Row],
    c: &Ceilings,
) -> Result<(), String> {
    let Some(copy) = c.copy_gbps else { return Ok(()) };
    let benches: Vec<&str> = {
        let mut b: Vec<&str> = Vec::new();
        for r in rows {
            if matches!(r.work, Work::Bytes(_)) && r.ms.is_some() && !b.contains(&r.bench.as_str()) {
                b.push(&r.bench);
            }
        }
        b
    };
    let mut systems: Vec<&str> = Vec::new();
    for r in rows {
        if benches.contains(&r.bench.as_str()) && r.ms.is_some() && !systems.contains(&r.system.as_str()) {
            systems.push(&r.system);
        }
    }
    let mut chart = ChartBuilder::on(area)
        .caption(format!("bandwidth, % of device-to-device copy ({copy:.0} GB/s)"), ("sans-serif", 24))
        .margin(16)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(0f64..benches.len() as f64, 0f64..120f64)
        .map_err(err)?;
    let names = benches.clone();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(benches.len() * 2 + 1)
        .x_label_formatter(&|x| {
            let i = x.floor() as usize;
            if (x - i as f64 - 0.5).abs() < 0.01 {
                names.get(i).map_or(String::new(), |s| s.to_string())
            } else {
                String::new()
            }
        })
        .y_desc("% of copy bandwidth")
        .label_style(("sans-serif", 16))
        .draw()
        .map_err(err)?;
    let width = 0.8 / systems.len().max(1) as f64;
    for (si, system) in systems.iter().enumerate() {
        let color = PALETTE[si % PALETTE.len()];
        let bars: Vec<Rectangle<(f64, f64)>> = benches
            .iter()
            .enumerate()
            .filter_map(|(bi, bench)| {
                let r = rows.iter().find(|r| r.bench == *bench && r.system == *system)?;
                let pct = 100.0 * r.throughput()? / copy;
                let x0 = bi as f64 + 0.1 + si as f64 * width;
                Some(Rectangle::new([(x0, 0.0), (x0 + width * 0.92, pct.min(119.0))], color.filled()))
            })
            .collect();
        chart
            .draw_series(bars)
            .map_err(err)?
            .label(*system)
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled()));
    }
    chart
        .draw_series(LineSeries::new([(0.0, 100.0), (benches.len() as f64, 100.0)], BLACK.stroke_width(2)))
        .map_err(err)?;
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .draw()
        .map_err(err)?;
    Ok(())
}

fn bars(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    title: &str,
    items: &[(String, f64)],
    log: bool,
) -> Result<(), String> {
    if items.is_empty() {
        return Ok(());
    }
    let max = items.iter().map(|i| i.1).fold(0.0, f64::max) * 1.25;
    let (left, right) = area.split_horizontally(area.dim_in_pixel().0 as i32);
    let _ = right;
    let mut chart = ChartBuilder::on(&left);
    chart.caption(title, ("sans-serif", 18)).margin(12).x_label_area_size(10).y_label_area_size(50);
    let label = |(name, v): &(String, f64)| {
        format!("{name}: {}", if *v >= 100.0 { format!("{v:.0}") } else { format!("{v:.2}") })
    };
    if log {
        let min = items.iter().map(|i| i.1).fold(f64::INFINITY, f64::min).max(1e-3) / 2.0;
        let mut c =
            chart.build_cartesian_2d(0f64..items.len() as f64, (min..max.max(min * 10.0)).log_scale()).map_err(err)?;
        c.configure_mesh().disable_x_mesh().x_labels(0).label_style(("sans-serif", 14)).draw().map_err(err)?;
        for (i, item) in items.iter().enumerate() {
            let color = PALETTE[i % PALETTE.len()];
            c.draw_series([Rectangle::new([(i as f64 + 0.15, min), (i as f64 + 0.85, item.1)], color.filled())])
                .map_err(err)?
                .label(label(item))
                .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled()));
        }
        c.configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .label_font(("sans-serif", 13))
            .draw()
            .map_err(err)?;
    } else {
        let mut c = chart.build_cartesian_2d(0f64..items.len() as f64, 0f64..max).map_err(err)?;
        c.configure_mesh().disable_x_mesh().x_labels(0).label_style(("sans-serif", 14)).draw().map_err(err)?;
        for (i, item) in items.iter().enumerate() {
            let color = PALETTE[i % PALETTE.len()];
            c.draw_series([Rectangle::new([(i as f64 + 0.15, 0.0), (i as f64 + 0.85, item.1)], color.filled())])
                .map_err(err)?
                .label(label(item))
                .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled()));
        }
        c.configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .label_font(("sans-serif", 13))
            .draw()
            .map_err(err)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_png_from_rows() {
        let rows = vec![
            Row::new("vector_add", "n", "ferrocuda", 1.0, Work::Bytes(3e9)),
            Row::new("vector_add", "n", "CUDA C (nvcc -O3)", 0.95, Work::Bytes(3e9)),
            Row::new("sum", "n", "ferrocuda", 0.3, Work::Bytes(1e9)),
            Row::new("launch", "4", "ferrocuda", 0.003, Work::Latency),
            Row::new("launch", "4", "cudarc launch_builder", 0.0028, Work::Latency),
            Row::new("first launch", "s", "ferrocuda, warm", 1.2, Work::Latency),
            Row::new("first launch", "s", "Numba first call", 300.0, Work::Latency),
            Row::new("sgemm", "4096", "ferrocuda", 5.0, Work::Flops(1.37e11)),
            Row::new("sgemm", "4096", "cuBLAS (ceiling)", 3.0, Work::Flops(1.37e11)),
        ];
        let path = std::env::temp_dir().join(format!("fc-bench-plot-{}.png", std::process::id()));
        draw(&path, &rows, &Ceilings { copy_gbps: Some(4000.0), sgemm_gflops: Some(45_000.0) }).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "{} bytes", bytes.len());
        if std::env::var_os("FC_KEEP_PLOT").is_none() {
            std::fs::remove_file(&path).unwrap();
        }
    }
}
